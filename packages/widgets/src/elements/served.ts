/**
 * The attribute of the container `@baobab/widgets/server` renders a widget in: it holds the data
 * (JSON) the markup was made of, so the element hydrates that markup instead of replacing it.
 */
export const SERVED_DATA = 'data-ssr';
