// Icons of single screens (account area, friends, league), an entry of their own: @fff/ui/screen-icons.
// @fff/ui is a Module Federation singleton that the shell provides whole, so every icon exported
// from its main entry is downloaded on the first load of every page. These are used only by
// screens that load later, so each remote bundles (tree-shaken, PURE-annotated) only the ones it
// imports. Same set, names and rules as icons.ts (see README.md).
import {
  ArrowBigUp,
  Bell,
  Camera,
  Clapperboard,
  FlaskConical,
  Gamepad2,
  Gift,
  Inbox,
  NotebookPen,
  Search,
  Slice,
  Soup,
  Sparkles,
  ThumbsUp,
  Users,
  Zap,
} from 'lucide-react';
import { createIcon } from './create-icon';

// Profile
export const CameraIcon = /* @__PURE__ */ createIcon(Camera, 'Camera');
export const LevelUpIcon = /* @__PURE__ */ createIcon(ArrowBigUp, 'Level up');
export const SparklesIcon = /* @__PURE__ */ createIcon(Sparkles, 'Activity');
export const PrepXpIcon = /* @__PURE__ */ createIcon(Slice, 'Prep XP');
export const FlavorXpIcon = /* @__PURE__ */ createIcon(Soup, 'Flavor XP');
export const ScienceXpIcon = /* @__PURE__ */ createIcon(FlaskConical, 'Science XP');

// More, help and shop
export const GiftIcon = /* @__PURE__ */ createIcon(Gift, 'Gift');
export const BellIcon = /* @__PURE__ */ createIcon(Bell, 'Notifications');
export const BoostIcon = /* @__PURE__ */ createIcon(Zap, 'Boost');
export const GameIcon = /* @__PURE__ */ createIcon(Gamepad2, 'Game mechanics');
export const VideoIcon = /* @__PURE__ */ createIcon(Clapperboard, 'Videos');
export const BlogIcon = /* @__PURE__ */ createIcon(NotebookPen, 'Blog');

// Roadmap
export const VoteIcon = /* @__PURE__ */ createIcon(ThumbsUp, 'Votes');

// Friends and league
export const CrewIcon = /* @__PURE__ */ createIcon(Users, 'Kitchen Crew');
export const InboxIcon = /* @__PURE__ */ createIcon(Inbox, 'Inbox');
export const SearchIcon = /* @__PURE__ */ createIcon(Search, 'Search');
