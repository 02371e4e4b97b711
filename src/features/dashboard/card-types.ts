// What a dashboard card declares about itself in its folder's card.ts (see registry.ts).
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ContainerId } from '../../lib/layout';
import type { MessageKey } from '../../locales/keys';

/** What the rules that hide a card may look at. */
export interface CardContext {
  /** Klipper is connected and ready (the printer's objects are known). */
  klippyReady: boolean;
  /** Moonraker's loaded components (history, timelapse, ...). */
  components: readonly string[];
  /** Klipper's objects (printer.objects.list), e.g. 'gcode_macro CLEAN', 'firmware_retraction'. */
  objects: readonly string[];
  /** Moonraker lists an enabled camera (state/camera-presence). */
  hasCamera?: boolean;
}

export interface CardDefinition {
  /** The card's id in the layout (and in the database). */
  id: string;
  /** i18n key of the card's name, shown in layout-edit mode. */
  titleKey: MessageKey;
  icon: ComponentType<SvgIconProps>;
  /** The card's body, its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** Outside layout-edit mode the card is hidden when this says so (besides being disabled). */
  hidden?: (ctx: CardContext) => boolean;
  /**
   * About how tall the card is (px): its place is kept this high until the body renders, and a
   * card whose place is below the fold loads its body only when scrolled to.
   */
  height: number;
  /** Default container and position in it (lower first). */
  container: ContainerId;
  order: number;
}
