/** The public face of the categories feature: the topics of a country and role. */
export { useCategories, type CategoriesState } from './queries';
