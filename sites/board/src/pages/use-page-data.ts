import { useLoaderData } from 'react-router';
import type { PageData } from '../routes/app-context';

/** The page loader's answer, with the page's own data typed by the page (see routes/page-data.ts). */
export const usePageData = <T extends object = object>() => useLoaderData() as PageData & T;
