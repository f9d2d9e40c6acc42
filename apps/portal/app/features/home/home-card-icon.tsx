// Icons of the home cards, one module per icon (not the library's index), so the home bundle
// carries only these few.
import Award from "lucide-react/icons/award";
import Banknote from "lucide-react/icons/banknote";
import Building2 from "lucide-react/icons/building-2";
import ChartColumn from "lucide-react/icons/chart-column";
import Flag from "lucide-react/icons/flag";
import Forklift from "lucide-react/icons/forklift";
import Handshake from "lucide-react/icons/handshake";
import HardHat from "lucide-react/icons/hard-hat";
import Lightbulb from "lucide-react/icons/lightbulb";
import Newspaper from "lucide-react/icons/newspaper";
import Package from "lucide-react/icons/package";
import Scale from "lucide-react/icons/scale";
import Truck from "lucide-react/icons/truck";
import Users from "lucide-react/icons/users";

const icons = {
  // The abilities' own icon names (供需对接).
  materials: Package,
  equipment: Forklift,
  logistics: Truck,
  labor: Users,
  project: Handshake,
  finance: Banknote,
  law: Scale,
  // The other sections' cards (a service's icon comes drawn with the data: service-category-icon.server.ts).
  supervise: HardHat,
  figure: ChartColumn,
  news: Newspaper,
  company: Award,
  research: Lightbulb,
  party: Flag,
  platform: Building2,
} as const;

/** The name of a home card icon. */
export type HomeIconName = keyof typeof icons;

/** Whether a name (an ability's `icon` from the CMS) is one the home page draws. */
export function isHomeIconName(name: string): name is HomeIconName {
  return Object.hasOwn(icons, name);
}

/** A card's icon: decorative, the card's title says what it is. */
export function HomeCardIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} size={28} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
