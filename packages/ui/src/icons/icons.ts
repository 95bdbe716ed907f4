// The product's icons, named by what they mean here (not by their picture), so the set behind them
// can change in one place. Each has a default accessible name; see create-icon.tsx.
import {
  ArrowLeft,
  BookOpen,
  BookOpenText,
  Check,
  ChefHat,
  ChevronRight,
  CircleCheck,
  Coins,
  CookingPot,
  Flame,
  FlaskConical,
  Gem,
  Hand,
  Heart,
  HeartCrack,
  Hourglass,
  KeyRound,
  LifeBuoy,
  Lock,
  LogOut,
  Map,
  Menu,
  MessageCircle,
  Monitor,
  Moon,
  Palette,
  Pencil,
  Play,
  Plug,
  Settings,
  Shield,
  ShoppingBag,
  Sprout,
  Star,
  Sun,
  Trash,
  TriangleExclamationPoint,
  Trophy,
  User,
  Users,
  Utensils,
  X,
} from 'lucide-react';
import { createIcon } from './create-icon';
import { ChilliPepper, ForkInFlame } from './drawn';

// Bottom navigation
export const LearnIcon = createIcon(BookOpen, 'Learn');
export const FriendsIcon = createIcon(Users, 'Friends');
export const LeagueIcon = createIcon(Trophy, 'League');
export const ProfileIcon = createIcon(User, 'Profile');
export const MoreIcon = createIcon(Menu, 'More');

// Status bar
export const StreakIcon = createIcon(Flame, 'Streak');
export const HeartIcon = createIcon(Heart, 'Hearts');
export const NoHeartsIcon = createIcon(HeartCrack, 'No hearts');
export const CoinsIcon = createIcon(Coins, 'Coins');
export const SpiceStonesIcon = createIcon(Gem, 'Spice Stones');
export const UnavailableIcon = createIcon(Hourglass, 'Unavailable');
export const DisconnectedIcon = createIcon(Plug, 'Disconnected');
export const XpIcon = createIcon(Star, 'XP');
export const CookingLevelIcon = createIcon(ChefHat, 'Cooking Level');

// Menus and settings
export const RoadmapIcon = createIcon(Map, 'Roadmap');
export const ShopIcon = createIcon(ShoppingBag, 'Shop');
export const SettingsIcon = createIcon(Settings, 'Settings');
export const RecipesIcon = createIcon(BookOpenText, 'Recipes');
export const HelpIcon = createIcon(LifeBuoy, 'Help');
export const AppearanceIcon = createIcon(Palette, 'Appearance');
export const PrivacyIcon = createIcon(Lock, 'Privacy');
export const ShieldIcon = createIcon(Shield, 'Privacy settings');
export const WithdrawIcon = createIcon(Hand, 'Withdraw');
export const AccountIcon = createIcon(User, 'Account');
export const EditIcon = createIcon(Pencil, 'Edit');
export const PasswordIcon = createIcon(KeyRound, 'Password');
export const SignOutIcon = createIcon(LogOut, 'Sign out');
export const WarningIcon = createIcon(TriangleExclamationPoint, 'Warning');
export const DeleteIcon = createIcon(Trash, 'Delete');
export const LightThemeIcon = createIcon(Sun, 'Light');
export const DarkThemeIcon = createIcon(Moon, 'Dark');
export const SystemThemeIcon = createIcon(Monitor, 'System');

// Navigation within screens
export const ChevronRightIcon = createIcon(ChevronRight, 'Open');
export const BackIcon = createIcon(ArrowLeft, 'Back');
export const LockedIcon = createIcon(Lock, 'Locked');
export const CompleteIcon = createIcon(Check, 'Complete');
export const StartIcon = createIcon(Play, 'Start');

// Module levels
export const BeginnerIcon = createIcon(Sprout, 'Beginner');
export const IntermediateIcon = createIcon(CookingPot, 'Intermediate');
export const AdvancedIcon = createIcon(Flame, 'Advanced');

// The product and its mascot (drawn for the product, see drawn.ts)
export const LogoIcon = createIcon(ForkInFlame, 'From Fork to Flame');
export const MascotIcon = createIcon(ChilliPepper, 'Chef Chilli');

// Chat and dialogs
export const ChatIcon = createIcon(MessageCircle, 'Chat');
export const CloseIcon = createIcon(X, 'Close');

// Empty and error states (pictures beside a heading that says it in words)
export const KitchenIcon = createIcon(CookingPot, 'Kitchen');
export const AchievementIcon = createIcon(Trophy, 'Achievement');
export const ChefIcon = createIcon(ChefHat, 'Chef');
export const UtensilsIcon = createIcon(Utensils, 'Utensils');
export const LabIcon = createIcon(FlaskConical, 'Lab');
export const SuccessIcon = createIcon(CircleCheck, 'Done');
