/** The public face of the practice feature: the navigation's links with the due-card badge (app shell). */
export { PracticeNav } from './PracticeNav';
