/** The icon of a forum category (spec part 2 "Forum category": shield, alert, users, globe, ...). */
import {
  Globe,
  Heart,
  MessagesSquare,
  Shield,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  TriangleAlert,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ForumCategoryIcon } from '@safetrails/contracts';

const ICONS: Readonly<Record<ForumCategoryIcon, LucideIcon>> = {
  shield: Shield,
  alert: TriangleAlert,
  users: UsersRound,
  globe: Globe,
  trending: TrendingUp,
  favorites: Heart,
  chat: MessagesSquare,
  safety: ShieldCheck,
  experiences: Sparkles,
  community: UsersRound,
};

export function CategoryIcon({ icon, size = 20 }: { readonly icon: ForumCategoryIcon; readonly size?: number }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" size={size} />;
}
