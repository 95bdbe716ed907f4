// Public entry of the quests feature (other features and the app layer import it from here).
export { DailyQuestsCard } from './components/DailyQuestsCard';
