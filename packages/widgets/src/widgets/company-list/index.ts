export { CompanyList, type CompanyListProps } from './company-list';
export { STYLES } from './styles';
