export { JobDetail, type JobDetailProps } from './job-detail';
