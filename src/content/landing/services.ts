/** docs/product-spec.md §3 "service": title, description, features, highlight, image. */
export interface Service {
  id: string;
  title: string;
  description: string;
  features: string[];
  highlight: string;
  image: { src: string; alt: string };
}

export const services: Service[] = [
  {
    id: 'custom-construction',
    title: 'Custom Wine Cellar Construction',
    description:
      'Walk-in cellars built as sealed, insulated rooms: framing, closed-cell insulation, a continuous vapor barrier on the warm side, an insulated door and racking made to fit your collection, not a catalogue.',
    features: [
      'Envelope designed to R-19 walls and R-30 ceilings or better',
      'Custom racking in walnut, mahogany, metal or acrylic',
      'Display walls, tasting areas and large-format storage',
      'Construction completed in 8-12 weeks',
    ],
    highlight: '5-year construction warranty',
    image: { src: '/images/services/custom-construction.svg', alt: 'Walk-in cellar with floor-to-ceiling wooden racking and an arched tasting niche' },
  },
  {
    id: 'climate-control',
    title: 'Climate Control Systems',
    description:
      'Cooling sized from a surface-by-surface heat-load calculation, not a guess: through-the-wall, ducted and split systems that hold 55°F and 60-70% humidity while running about 16 hours a day.',
    features: [
      'Heat-load calculation for every wall, ceiling, floor, door and pane of glass',
      'Ducted and split systems for quiet, invisible installations',
      'Humidity control and remote temperature monitoring',
      'Replacement of failing or oversized units',
    ],
    highlight: '3-year climate system warranty',
    image: { src: '/images/services/climate-control.svg', alt: 'Diagram of a split cooling system with the evaporator inside the cellar and the condenser outdoors' },
  },
  {
    id: 'design-consultation',
    title: 'Design Consultation',
    description:
      'A designer and a climate engineer walk your space, size the collection you have and the one you will have, and turn it into drawings, a racking plan, a cooling specification and an itemized budget.',
    features: [
      '3D layout and racking plan sized for growth',
      'Glass and lighting design that the cooling can carry',
      'Itemized budget with low and high ranges',
      'Free initial quote worth $2,500',
    ],
    highlight: 'Free quote worth $2,500',
    image: { src: '/images/services/design-consultation.svg', alt: 'Floor plan of a cellar with racking runs, a door and a cooling unit marked' },
  },
  {
    id: 'maintenance',
    title: 'Maintenance & Protection',
    description:
      'Cooling equipment lasts when it is serviced: coil cleaning, drain and refrigerant checks, seal inspection and sensor calibration, with a technician who knows your system and a plan for heat waves and outages.',
    features: [
      'Scheduled service visits for coils, drains and seals',
      'Temperature and humidity logging with alerts',
      'Emergency response when a unit fails',
      'Racking adjustments as the collection changes',
    ],
    highlight: 'Lifetime racking warranty',
    image: { src: '/images/services/maintenance.svg', alt: 'Technician checking a cellar cooling unit with a thermometer and hygrometer on the wall' },
  },
];
