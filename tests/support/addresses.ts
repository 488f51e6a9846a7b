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

/** A buyer's shipping address in Paris, as the Worker's order tests send it. */
export const PARIS_ADDRESS = {
  contact_name: 'Pierre Acheteur',
  country: 'FR',
  state: 'Paris',
  city: 'Paris',
  address_line1: '1 rue de Rivoli',
  postal_code: '75001',
  telephone: '+33 1 23 45 67 89',
}
