// Public entry of the achievements feature (the app layer mounts the announcer on Learn).
export { AchievementAnnouncer } from './components/AchievementAnnouncer';
