export { CompanyList, type CompanyListProps } from './company-list';
