export { MyActivityPage } from './components/my-activity-page';
export { MyCommentsPage, MyVotesPage } from './components/my-activity-all-page';
export { MyHotTakesPage, MyPredictionsPage } from './components/my-statements-page';
