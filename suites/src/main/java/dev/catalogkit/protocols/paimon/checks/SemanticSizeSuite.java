package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.KitPremise;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The 1 MiB limit of the Paimon Semantic Views page, counted in UTF-8 bytes; a refused replacement
 * changes nothing.
 */
@ConformanceSuite
class SemanticSizeSuite {

  private final PaimonSteps steps;

  SemanticSizeSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @Test
  @Verifies("PAI-SIZE-01")
  void contentOfExactlyOneMebibyteIsAccepted() {
    Exchange stored =
        steps.upsert(steps.newName("at_limit"), paddedTo(ModelContent.LIMIT_BYTES, "x"));
    Expect.status(stored, 200);
  }

  @Test
  @Verifies("PAI-SIZE-02")
  void contentOneByteOverTheLimitAnswers413AndStoresNothing() {
    String name = steps.newName("over_limit");
    Expect.status(steps.upsert(name, ModelContent.overLimit(steps.sampleContent())), 413);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 404);
  }

  @Test
  @Verifies("PAI-SIZE-03")
  void theLimitCountsBytesNotCharacters() {
    String content = paddedTo(ModelContent.LIMIT_BYTES + 2, "é");
    KitPremise.require(
        content.length() < ModelContent.LIMIT_BYTES,
        "the padded content has fewer than 1 Mi characters, not " + content.length());
    Expect.status(steps.upsert(steps.newName("multibyte"), content), 413);
  }

  @Test
  @Verifies("PAI-SIZE-04")
  void aReplacementOverTheLimitKeepsThePreviousDefinition() {
    String name = steps.upserted("kept_on_413");
    Exchange rejected = steps.upsert(name, ModelContent.overLimit(steps.sampleContent()));
    Precondition.require(rejected.isError(), "the oversized replacement is refused");
    steps.expectStoredContent(name, "content after the refused replacement", steps.sampleContent());
  }

  private String paddedTo(int bytes, String filler) {
    return ModelContent.paddedTo(steps.sampleContent(), bytes, filler);
  }
}
