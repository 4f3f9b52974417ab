export { AchievementsPage } from './components/achievements-page';
export { ProfileAchievements } from './components/profile-achievements';
export { achievementsOf, type Achievement } from './api/achievements';
