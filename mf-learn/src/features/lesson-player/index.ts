// Public entry of the lesson player for other features: the Review session (features/review) asks
// its questions with the player's question step and frame.
export { QuizStep } from './components/QuizStep';
export { Body, Footer, Frame, LessonTitle, StepCount, Top, TopRow } from './components/player-styles';
