export { CompanyPage, type CompanyPageProps } from './company-page';
export { STYLES as COMPANY_PAGE_STYLES } from './styles';
