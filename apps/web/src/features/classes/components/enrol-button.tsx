import { useId } from 'react';
import { Button } from '@mantine/core';
import { IconCheck, IconLock, IconUserPlus } from '@tabler/icons-react';
import { enrolButtonName, type EnrolState } from '../enrol-state.ts';
import tip from '../../../components/tip.module.css';
import classes from './enrol-button.module.css';

/**
 * The enrol button of a class. When it cannot be used it stays focusable (aria-disabled) so its
 * tooltip — why not — shows on hover, focus or tap, and screen readers hear the reason too (the tip is
 * the button's description).
 */
export function EnrolButton({
  state,
  subjectName,
  classId,
  onEnrol,
  grow,
}: {
  state: EnrolState;
  subjectName: string;
  classId: number;
  onEnrol: () => void;
  /** Share the row with the buttons next to it. */
  grow?: boolean;
}) {
  const style = grow ? { flex: '1 1 auto' } : undefined;
  const reasonId = useId();
  const name = enrolButtonName(state, subjectName, classId);
  // The button changes element with its state; after the enrolment popup the focus finds it again.
  const focusId = `enrol-${classId}`;
  if (state.canEnrol) {
    return (
      <Button
        onClick={onEnrol}
        aria-label={name}
        data-focus-id={focusId}
        leftSection={<IconUserPlus size={18} aria-hidden />}
        style={style}
      >
        {state.label}
      </Button>
    );
  }
  return (
    <span className={tip.anchor} style={style}>
      <Button
        data-disabled
        data-focus-id={focusId}
        aria-disabled="true"
        aria-label={name}
        aria-describedby={reasonId}
        onClick={(e) => e.preventDefault()}
        variant={state.block === 'enrolled' ? 'light' : 'filled'}
        color={state.block === 'enrolled' ? 'teal' : undefined}
        leftSection={
          state.block === 'enrolled' ? <IconCheck size={18} aria-hidden /> : <IconLock size={16} aria-hidden />
        }
        style={grow ? { flex: '1 1 auto' } : undefined}
      >
        {state.label}
      </Button>
      <span role="tooltip" id={reasonId} className={`${tip.tooltip} ${classes.tooltip}`}>
        {state.reason}
      </span>
    </span>
  );
}
