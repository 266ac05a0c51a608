package dev.catalogkit.protocols.hello;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.engine.RunContainer;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.protocols.ConfigDiscovery;
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

  @Override
  public RestCatalogClient newClient(RestCatalogClient.Wire wire) {
    return new HelloClient(wire, ExchangeRecorder.OUTSIDE_CHECKS);
  }

  @Override
  public String errorTypeOf(Exchange exchange) {
    return null;
  }

  /**
   * {@code GET /v1/config} names the catalog's prefix (a server that answers it with no 200 serves
   * the rooms at {@code /v1/rooms/}); every operation of the document is assumed.
   */
  @Override
  public Discovery discover(RestCatalogClient client) {
    ConfigDiscovery.configOf(client);
    return new Discovery(everyOperationAssumed(), null);
  }

  @Override
  public void makeRunContainer(RestCatalogClient client, RunNames names) {
    RunContainer.require(((HelloClient) client).createRoom(names.runId()), "room " + names.runId());
  }

  /** Deletes every room the run created; a room that will not go is a leftover. */
  @Override
  public Janitor janitor(RestCatalogClient client, Discovery discovery) {
    HelloClient hello = (HelloClient) client;
    return crew ->
        crew
            .each(
                hello.ledger().objects().stream().map(ObjectRef::namespace).distinct().toList(),
                room -> hello.deleteRoom(room.get(0)))
            .stream()
            .filter(deleted -> !deleted.succeeded() && !deleted.hasStatus(404))
            .map(Exchange::summary)
            .toList();
  }

  @Override
  public Optional<EmbeddedServer> startReference() {
    return Optional.of(EmbeddedReference.start(id()));
  }
}
