package dev.catalogkit.protocols.hello;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.DocumentedProfile;
import dev.catalogkit.protocols.EmbeddedReference;
import java.util.Optional;

/**
 * A made-up protocol of two routes, used only by tests: everything a profile provides lives in this
 * folder (and its resources folder), and the engine learns of it through {@code ServiceLoader}.
 */
public final class HelloProfile extends DocumentedProfile {

  private static final String FOLDER = "dev/catalogkit/protocols/hello/";

  public HelloProfile() {
    super(FOLDER + "requirements.yaml", FOLDER + "openapi.yaml");
  }

  @Override
  public String id() {
    return "hello";
  }

  @Override
  public String description() {
    return "the hello protocol: a test-only example of a profile";
  }

  /** Hello servers advertise no endpoints: every operation of the document is assumed. */
  @Override
  public HelloSession open(RestCatalogClient.Wire wire) {
    return new HelloSession(HelloClient.ofRun(wire), everyOperationAssumed());
  }

  @Override
  public String errorTypeOf(Exchange exchange) {
    return null;
  }

  @Override
  public Optional<EmbeddedServer> startReference() {
    return Optional.of(EmbeddedReference.start(id()));
  }
}
