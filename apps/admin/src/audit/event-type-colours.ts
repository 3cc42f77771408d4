/** One colour per score event type, shared by the chart's dots, the legend and the event list's chips. */
export const EVENT_TYPE_COLOURS: Readonly<Record<string, string>> = {
  DestinationRegistered: '#616161',
  BaselineRevised: '#1565c0',
  SafetyRatingSubmitted: '#2e7d32',
  SafetyRatingRemoved: '#c62828',
  AdvisoryPublished: '#827717',
  AdvisoryChanged: '#d81b60',
  AdvisoryReread: '#546e7a',
  AdvisoryWithdrawn: '#8d6e63',
  DestinationCatalogued: '#00838f',
};

export const OTHER_EVENT_COLOUR = '#6a1b9a';

export function eventTypeColour(type: string): string {
  return EVENT_TYPE_COLOURS[type] ?? OTHER_EVENT_COLOUR;
}
