export { JobList, type JobListProps } from './job-list';
export { STYLES } from './styles';
