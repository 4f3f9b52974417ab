export { HowScoringWorksPage } from './components/how-scoring-works-page';
