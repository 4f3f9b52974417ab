export { AchievementsPage } from './components/achievements-page';
export { ProfileAchievements } from './components/profile-achievements';
export { achievementsHint, achievementsOf, unlockedText, type Achievement } from './api/achievements';
