// What a page declares about itself in its feature's page.ts (found by the shell's route table,
// app/routes.tsx): its address, its name, the component it needs and, when it has one, its place in
// the navigation. Adding a page is adding a page.ts; no central list names them.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MessageKey } from '../locales/keys';

export interface NavEntry {
  /** Place in the navigation, lower first. */
  order: number;
  icon: SvgIconComponent;
  /** The Moonraker component the page needs (history, timelapse); hidden without it. */
  requires?: string;
  /** A number shown beside the entry (0 for none), read by a hook of the page's own data. */
  useBadge?: () => number;
  /** How the entry reads with a badge ({{name}}, {{count}}). */
  badgeLabel?: MessageKey;
  /** Whether the entry shows now (a hook of the page's own data); always when absent. */
  useShown?: () => boolean;
  /**
   * The page is not one printer's: its link leaves a printer's address (`/p/<id>/…`) for the
   * plain one.
   */
  absolute?: boolean;
}

export interface PageDef {
  path: string;
  /** i18n key of the page's name (page title, navigation). */
  name: MessageKey;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** Reachable without being authenticated. */
  open?: boolean;
  /** The page fills the height (no page scrolling). */
  fillHeight?: boolean;
  /** Hide the firmware-state card on this page. */
  hideFirmwareCard?: boolean;
  /** The page's entry in the navigation; none for pages reached from another page. */
  nav?: NavEntry;
}

/** A page.ts exports its page, or several (a page and the pages below it). */
export type PageModule = { default: PageDef | readonly PageDef[] };
