package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PathSegmentTest {

  @Test
  void aPrefixKeepsItsSegmentsAndTripletsAndEncodesTheRest() {
    assertThat(PathSegment.prefixInPath("ws/main%20x")).isEqualTo("ws/main%20x");
    assertThat(PathSegment.prefixInPath("p{a/b}")).isEqualTo("p%7Ba/b%7D");
    assertThat(PathSegment.prefixInPath("p & ${x}")).isEqualTo("p%20%26%20%24%7Bx%7D");
  }

  @Test
  void aPrefixCannotStepOutOfTheCatalogsRoutes() {
    assertThat(PathSegment.prefixInPath("../../admin")).isEqualTo("%2E%2E/%2E%2E/admin");
  }
}
