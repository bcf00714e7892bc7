/** The public face of the categories feature: the topics of a country and role (SPEC §3 Category). */
export { useCategories, type CategoriesState } from './queries';
