export { JobDetail, type JobDetailProps } from './job-detail';
export { STYLES } from './styles';
