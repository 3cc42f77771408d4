/**
 * Pick the destination to audit: an autocomplete over the destinations resource (searched by name
 * on the server, as there are thousands), its choice kept in the page's address.
 */
import { AutocompleteInput, Form, ReferenceInput } from 'react-admin';

interface DestinationPickerProps {
  readonly destinationId: number | null;
  readonly onChange: (destinationId: number | null) => void;
}

interface DestinationChoice {
  readonly id: number;
  readonly name: string;
  readonly country: string;
}

export function DestinationPicker({ destinationId, onChange }: DestinationPickerProps) {
  return (
    <Form defaultValues={{ destinationId }} key={destinationId ?? 'none'}>
      <ReferenceInput source="destinationId" reference="destinations" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="Destination"
          optionText={(choice: DestinationChoice) => `${choice.name}, ${choice.country}`}
          filterToQuery={(search: string) => ({ q: search })}
          onChange={(value: number | string | null) => onChange(value === null || value === '' ? null : Number(value))}
          sx={{ minWidth: 360 }}
          helperText="Type a few letters of its name"
        />
      </ReferenceInput>
    </Form>
  );
}
