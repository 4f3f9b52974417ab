export { MyActivityPage } from './components/my-activity-page';
export { MyHotTakesPage, MyPredictionsPage } from './components/my-statements-page';
