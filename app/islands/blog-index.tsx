import { BlogIndex } from "~/components/blog/BlogIndex";
import { island } from "./IslandRoot";

export default island(BlogIndex);
