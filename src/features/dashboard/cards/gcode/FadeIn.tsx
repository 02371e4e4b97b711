// A dialog's fade-in without a forced layout: the element fades from transparent as it is inserted,
// by an animation of its opacity that the browser runs on its own. The default fade first reads the
// element's layout to start its CSS transition, which makes the browser lay out the whole page
// synchronously while the dialog opens. Only for a dialog that is unmounted rather than closed (it
// has no exit).
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';
import { useTheme } from '@mui/material/styles';

interface Props {
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  ref?: Ref<HTMLElement>;
  /** The transition props a dialog hands its transition (in, timeout, appear, callbacks, …). */
  [transitionProp: string]: unknown;
}

/** Keyframes of the fade: transparent to opaque. */
export const FADE_IN_KEYFRAMES: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/** What a transition takes for itself; every other prop (tabIndex, role…) goes to the element. */
const TRANSITION_PROPS: readonly string[] = [
  'in',
  'appear',
  'enter',
  'exit',
  'timeout',
  'easing',
  'addEndListener',
  'onEnter',
  'onEntering',
  'onEntered',
  'onExit',
  'onExiting',
  'onExited',
  'mountOnEnter',
  'unmountOnExit',
  'nodeRef',
];

export function FadeIn({ children, ref, ...props }: Props) {
  const theme = useTheme();
  const node = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = node.current;
    if (!element || typeof element.animate !== 'function') return;
    element.animate(FADE_IN_KEYFRAMES, {
      duration: theme.transitions.duration.enteringScreen,
      easing: theme.transitions.easing.easeInOut,
    });
  }, [theme]);
  const childRef = children.props.ref;
  const setRef: RefCallback<HTMLElement> = (element) => {
    node.current = element;
    assign(childRef, element);
    assign(ref, element);
  };
  const passed = Object.fromEntries(
    Object.entries(props).filter(([name]) => !TRANSITION_PROPS.includes(name)),
  );
  return cloneElement(children, { ...passed, ref: setRef });
}

function assign(ref: Ref<HTMLElement> | undefined, element: HTMLElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
