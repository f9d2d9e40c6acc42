export { VerticalCarousel, type VerticalCarouselItem, type VerticalCarouselProps } from "./vertical-carousel.tsx";
