import { useId } from 'react';
import classes from './open-only-switch.module.css';

/** "Solo clases con inscripción abierta": a native checkbox with the switch role, label and description. */
export function OpenOnlySwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={classes.field}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={classes.track}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={`${id}-description`}
      />
      <div>
        <label htmlFor={id} className={classes.label}>
          Solo clases con inscripción abierta
        </label>
        <div id={`${id}-description`} className={classes.description}>
          Las clases pendientes son las únicas que aceptan inscripciones.
        </div>
      </div>
    </div>
  );
}
