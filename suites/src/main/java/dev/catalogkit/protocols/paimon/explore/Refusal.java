package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.client.RequestBody;
import dev.catalogkit.protocols.paimon.checks.DefinitionBody;
import dev.catalogkit.protocols.paimon.checks.ModelContent;

/**
 * A definition the Semantic Views page has a server refuse with 400, and the requirement that says
 * so: the refusal must store nothing, and leave a stored definition as it was (PAI-VAL-03).
 */
enum Refusal {
  BLANK_CONTENT("PAI-VAL-01", "blank content"),
  UNSUPPORTED_FORMAT("PAI-VAL-02", "format " + DefinitionBody.UNSUPPORTED_FORMAT),
  UNSUPPORTED_VERSION("PAI-VAL-04", "version " + DefinitionBody.UNSUPPORTED_VERSION);

  final String rule;
  private final String what;

  Refusal(String rule, String what) {
    this.rule = rule;
    this.what = what;
  }

  /** The kit's sample in this format, broken this way. */
  RequestBody body(String format) {
    String sample = DefinitionBody.kitSample(format);
    DefinitionBody body =
        switch (this) {
          case BLANK_CONTENT -> DefinitionBody.of(format, " \n\t ");
          case UNSUPPORTED_FORMAT -> DefinitionBody.of(DefinitionBody.UNSUPPORTED_FORMAT, sample);
          case UNSUPPORTED_VERSION ->
              DefinitionBody.of(
                  format,
                  ModelContent.withSyntaxVersion(sample, DefinitionBody.UNSUPPORTED_VERSION)
                      .orElseThrow(() -> new IllegalStateException(format + " has no version")));
        };
    return body.request();
  }

  @Override
  public String toString() {
    return what;
  }
}
