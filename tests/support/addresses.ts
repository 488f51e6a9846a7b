/** A buyer's shipping address in Berlin (an umlaut in the name and the street), as the order tests send it. */
export const GERMAN_ADDRESS = {
  contact_name: 'Ada Käufer',
  country: 'DE',
  state: 'Berlin',
  city: 'Berlin',
  address_line1: 'Hauptstraße 1',
  postal_code: '10115',
  telephone: '+49 30 1234567',
}
