export { Recruiter } from './recruiter';
