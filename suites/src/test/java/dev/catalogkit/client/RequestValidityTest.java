package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.SpecDocument;
import org.junit.jupiter.api.Test;

/** Which requests a server must accept, so that a 5xx to them is a server failure. */
class RequestValidityTest {

  private static final SpecDocument SPEC = SpecDocument.load("openapi/iceberg-rest.yaml");
  private static final RequestValidity VALIDITY =
      new RequestValidity(SPEC, SchemaValidator.of(SPEC));

  private static OutgoingRequest replaceUpgradingTo(int formatVersion) {
    return OutgoingRequest.of("replaceView", "POST", "/v1/namespaces/ns/views/v")
        .withBody(
            "{\"requirements\": [], \"updates\": [{\"action\": \"upgrade-format-version\","
                + " \"format-version\": "
                + formatVersion
                + "}]}",
            null);
  }

  /**
   * The update's schema bounds nothing, but the view metadata the answer holds documents format 1
   * only: an upgrade to 2, or to 0, may be refused, one to 1 may not.
   */
  @Test
  void anUpgradeToAFormatTheAnsweredMetadataCannotHoldMayBeRefused() {
    assertThat(VALIDITY.valid(replaceUpgradingTo(1))).isTrue();
    assertThat(VALIDITY.valid(replaceUpgradingTo(2))).isFalse();
    assertThat(VALIDITY.valid(replaceUpgradingTo(0))).isFalse();
  }
}
