import { Button, type ButtonProps } from './button';
import type { Placement } from './floating';
import { Tooltip } from './tooltip';

interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name, shown as its tooltip too. */
  label: string;
  placement?: Placement;
}

/** A button showing only its icon, named by `label` for assistive technologies and in a tooltip for the pointer and keyboard. */
export function IconButton({ label, placement, ...button }: IconButtonProps) {
  return (
    <Tooltip title={label} placement={placement}>
      <Button {...button} aria-label={label} />
    </Tooltip>
  );
}
