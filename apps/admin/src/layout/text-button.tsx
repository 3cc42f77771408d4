/**
 * A button that always shows its words. react-admin's <Button label> becomes an icon-only button on
 * phones, which for a button without an icon is an empty square, and one with no name when it is
 * disabled. The console's actions are words, so they stay words at every size.
 */
import { Button, type ButtonProps } from '@mui/material';

export interface TextButtonProps extends Omit<ButtonProps, 'children'> {
  readonly label: string;
}

export function TextButton({ label, size = 'small', ...props }: TextButtonProps) {
  return (
    <Button size={size} {...props}>
      {label}
    </Button>
  );
}
