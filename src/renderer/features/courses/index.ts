/** The public face of the courses feature: the user's course list, its rules and 'Meine Kurse'. */
export {
  bookedCoursesOf,
  courseGoalCoins,
  isBookedCourse,
  isCourseComplete,
  moduleCoursesOf,
} from './courseData';
export { courseKeys, useCourse, useMyCourses, useRequestedHours } from './queries';
export { updateCourseAtom } from './mutations';
export { MyCourses } from './MyCourses';
