package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The 1 MiB limit of the Paimon Semantic Views page, counted in UTF-8 bytes. */
@ConformanceSuite
class SemanticSizeSuite {

  static final int LIMIT_BYTES = 1024 * 1024;

  private final PaimonSteps steps;

  SemanticSizeSuite(Check check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @Test
  @Verifies("PAI-SIZE-01")
  void contentOfExactlyOneMebibyteIsAccepted() {
    Exchange stored = steps.upsert(steps.newName("at_limit"), paddedTo(LIMIT_BYTES, "x"));
    Expect.status(stored, 200);
  }

  @Test
  @Verifies("PAI-SIZE-02")
  void contentOneByteOverTheLimitAnswers413AndStoresNothing() {
    String name = steps.newName("over_limit");
    Expect.status(steps.upsert(name, paddedTo(LIMIT_BYTES + 1, "x")), 413);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 404);
  }

  @Test
  @Verifies("PAI-SIZE-03")
  void theLimitCountsBytesNotCharacters() {
    String content = paddedTo(LIMIT_BYTES + 2, "é");
    Expect.that(
        content.length() < LIMIT_BYTES,
        "fewer than 1 Mi characters (the kit's own premise)",
        content.length() + " characters");
    Expect.status(steps.upsert(steps.newName("multibyte"), content), 413);
  }

  /**
   * The sample followed by YAML comment lines of {@code filler}, so the content stays a valid
   * document, of exactly {@code bytes} UTF-8 bytes (or one more, when a two-byte filler cannot land
   * on the exact count).
   */
  private String paddedTo(int bytes, String filler) {
    StringBuilder content = new StringBuilder(steps.sampleContent());
    int size = content.toString().getBytes(StandardCharsets.UTF_8).length;
    int fillerBytes = filler.getBytes(StandardCharsets.UTF_8).length;
    while (size + 3 <= bytes) {
      int room = Math.min(200, (bytes - size - 3) / fillerBytes);
      if (room == 0) {
        break;
      }
      content.append("# ").append(filler.repeat(room)).append('\n');
      size += 3 + room * fillerBytes;
    }
    content.append(" ".repeat(Math.max(0, bytes - size)));
    return content.toString();
  }
}
