package dev.catalogkit.protocols.paimon;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.DocumentedProfile;
import dev.catalogkit.protocols.EmbeddedReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The Apache Paimon REST Catalog profile with the semantic-views extension. */
public final class PaimonProfile extends DocumentedProfile {

  /** The model format the kit stores unless told otherwise. */
  public static final String FORMAT_SETTING = "semantic-format";

  /** A model document of the user's, stored instead of the kit's sample. */
  public static final String SAMPLE_SETTING = "semantic-sample";

  public PaimonProfile() {
    super("requirements/paimon.yaml", "openapi/paimon-rest.yaml");
  }

  @Override
  public String id() {
    return "paimon";
  }

  @Override
  public String description() {
    return "Paimon REST catalogs: semantic views and their contract with SQL views";
  }

  /** Paimon servers advertise no endpoints: every operation of the document is assumed. */
  @Override
  public PaimonSession open(RestCatalogClient.Wire wire) {
    return new PaimonSession(PaimonCatalogClient.ofRun(wire), everyOperationAssumed());
  }

  /** Paimon's ErrorResponse names the resource, not an exception: that is its type here. */
  @Override
  public String errorTypeOf(Exchange exchange) {
    return exchange.at("/resourceType").asText(null);
  }

  @Override
  public List<Setting> settings() {
    return List.of(
        new Setting(
            FORMAT_SETTING,
            "FORMAT",
            "paimon: the semantic model format to store (default databricks-yaml; the kit ships"
                + " samples for databricks-yaml, snowflake-yaml and ossie-yaml)"),
        new Setting(
            SAMPLE_SETTING, "FILE", "paimon: a model document in that format the server accepts"));
  }

  @Override
  public void validate(Map<String, String> settings) {
    String sample = settings.get(SAMPLE_SETTING);
    if (sample != null && !Files.isReadable(Path.of(sample))) {
      throw new RunAborted("--" + SAMPLE_SETTING + ": cannot read " + sample);
    }
  }

  @Override
  public Optional<EmbeddedServer> startReference() {
    return Optional.of(EmbeddedReference.start(id()));
  }
}
