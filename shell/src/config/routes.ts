// The authenticated route table: each path maps to its owning remote's exposed module, or to
// the shell's 'Coming to the kitchen soon' page until that screen is built. Feature work
// replaces a `soon` entry with `{ module: '<remote>/<Exposed>' }` here and nowhere else.
import { PATHS } from './paths';

/** Remote that will own a screen. */
export type Owner = 'mf-learn' | 'mf-social' | 'mf-account';

/**
 * One authenticated route. `fullScreen` routes get the whole page: the layout leaves out the top
 * status bar, the bottom navigation and the mascot (toasts and the achievement popup stay).
 * `publicView` routes also open signed out, in a bare column (the signed-in layout otherwise).
 * `firstCall` names the call the screen's first render waits for: a page opened at the route
 * starts it as soon as the session check says signed in (start.tsx), beside the remote's files.
 */
export type RouteSpec =
  | {
      path: string;
      title: string;
      owner: Owner;
      module: string;
      fullScreen?: true;
      publicView?: true;
      firstCall?: 'levels';
    }
  | { path: string; title: string; owner: Owner; soon: true };

/** Every authenticated route of both spec parts. */
export const AUTHENTICATED_ROUTES: RouteSpec[] = [
  { path: PATHS.learn, title: 'Learn', owner: 'mf-learn', module: 'mf_learn/LearnHome', firstCall: 'levels' },
  // The full-screen lesson player; the Learn tab stays active on paths containing 'lesson'.
  {
    path: '/lesson/:lessonId',
    title: 'Lesson',
    owner: 'mf-learn',
    module: 'mf_learn/LessonPlayer',
    fullScreen: true,
  },
  // The full-screen Review session (issue 39).
  { path: PATHS.review, title: 'Review', owner: 'mf-learn', module: 'mf_learn/Review', fullScreen: true },
  { path: PATHS.testXp, title: 'XP System Test', owner: 'mf-learn', module: 'mf_learn/TestXp' },
  { path: PATHS.levelDebug, title: 'Level System Debug', owner: 'mf-learn', module: 'mf_learn/LevelDebug' },
  { path: PATHS.league, title: 'League', owner: 'mf-social', module: 'mf_social/LeagueScreen' },
  { path: PATHS.friends, title: 'Friends', owner: 'mf-social', module: 'mf_social/FriendsScreen' },
  { path: PATHS.more, title: 'More', owner: 'mf-account', module: 'mf_account/MoreScreen' },
  { path: PATHS.profile, title: 'Profile', owner: 'mf-account', module: 'mf_account/ProfileScreen' },
  { path: PATHS.settings, title: 'Settings', owner: 'mf-account', module: 'mf_account/SettingsScreen' },
  {
    path: PATHS.editProfile,
    title: 'Edit Profile',
    owner: 'mf-account',
    module: 'mf_account/EditProfileScreen',
  },
  {
    path: PATHS.privacySettings,
    title: 'Privacy Settings',
    owner: 'mf-account',
    module: 'mf_account/PrivacySettingsScreen',
  },
  {
    path: PATHS.changePassword,
    title: 'Change Password',
    owner: 'mf-account',
    module: 'mf_account/ChangePasswordScreen',
  },
  {
    path: PATHS.backupProgress,
    title: 'Backup Progress',
    owner: 'mf-account',
    module: 'mf_account/BackupProgressScreen',
  },
  {
    path: PATHS.exportData,
    title: 'Export Data',
    owner: 'mf-account',
    module: 'mf_account/ExportDataScreen',
  },
  {
    path: PATHS.resetProgress,
    title: 'Reset Progress',
    owner: 'mf-account',
    module: 'mf_account/ResetProgressScreen',
  },
  { path: PATHS.shop, title: 'Shop', owner: 'mf-account', module: 'mf_account/ShopScreen' },
  {
    path: PATHS.recipes,
    title: 'Recipe Collection',
    owner: 'mf-account',
    module: 'mf_account/RecipesScreen',
  },
  { path: PATHS.help, title: 'Help & Support', owner: 'mf-account', module: 'mf_account/HelpScreen' },
  // Public reading of the spec's roadmap caveat: anyone may read it; voting needs login.
  {
    path: PATHS.roadmap,
    title: 'Public Roadmap',
    owner: 'mf-account',
    module: 'mf_account/RoadmapScreen',
    publicView: true,
  },
  {
    path: PATHS.notificationDemo,
    title: 'Push Notifications Demo',
    owner: 'mf-account',
    module: 'mf_account/NotificationDemoScreen',
  },
  {
    path: PATHS.notificationTest,
    title: 'Notification Test',
    owner: 'mf-account',
    module: 'mf_account/NotificationTestScreen',
  },
  {
    path: PATHS.notificationFix,
    title: 'Fix Notifications',
    owner: 'mf-account',
    module: 'mf_account/NotificationFixScreen',
  },
  {
    path: PATHS.notificationInfo,
    title: 'Notifications',
    owner: 'mf-account',
    module: 'mf_account/NotificationInfoScreen',
  },
];
