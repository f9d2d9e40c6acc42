export { Carousel, type CarouselProps, type CarouselSlide } from "./carousel.tsx";
