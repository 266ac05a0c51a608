package dev.catalogkit.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Texts are cut where they are made, and say by how much. */
class BoundedTextTest {

  @Test
  void aShortTextIsKeptAsItIs() {
    assertThat(BoundedText.cut("short")).isEqualTo("short");
    assertThat(BoundedText.cut(null)).isNull();
  }

  @Test
  void aLongTextKeepsItsStartAndSaysHowMuchWasCut() {
    String cut = BoundedText.cut("x".repeat(BoundedText.MAX_CHARS + 73_700_000));

    assertThat(cut)
        .startsWith("x".repeat(BoundedText.MAX_CHARS))
        .endsWith("… (cut: 73,700,000 characters)");
  }

  @Test
  void aCutNeverSplitsASurrogatePair() {
    String text = "x".repeat(BoundedText.MAX_CHARS - 1) + "😀" + "y".repeat(10);

    assertThat(BoundedText.cut(text)).doesNotContain("\ud83d…").contains("(cut: 12 characters)");
  }

  @Test
  void aListingIsRenderedOnlyAsFarAsTheBound() {
    List<String> listing = Collections.nCopies(60, "n".repeat(120 * 1024));

    String rendered = BoundedText.of(listing);

    assertThat(rendered.length()).isLessThan(BoundedText.MAX_CHARS + 100);
    assertThat(rendered).startsWith("[nnn").endsWith("(and 59 more)");
    assertThat(BoundedText.of(List.of("a", "b"))).isEqualTo("[a, b]");
  }
}
