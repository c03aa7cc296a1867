export { CompanyPage, type CompanyPageProps } from './company-page';
