package dev.catalogkit.protocols.hello;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.RunContainer;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.ConfigDiscovery;

/** One run of the hello profile: its {@link HelloClient}, and no state beyond the capabilities. */
public final class HelloSession extends ProfileSession<HelloClient, Void> {

  private final Capabilities assumed;

  /**
   * @param assumed every operation of the document
   */
  HelloSession(HelloClient client, Capabilities assumed) {
    super(client);
    this.assumed = assumed;
  }

  @Override
  protected HelloClient forCheck(String checkId) {
    return client().forCheck(checkId);
  }

  /**
   * {@code GET /v1/config} names the catalog's prefix (a server that answers it with no 200 serves
   * the rooms at {@code /v1/rooms/}).
   */
  @Override
  protected Discovery<Void> discover() {
    ConfigDiscovery.configOf(client());
    return new Discovery<>(assumed, null);
  }

  @Override
  protected void makeRunContainer(RunNames names) {
    RunContainer.require(client().createRoom(names.runId()), "room " + names.runId());
  }

  /** Deletes every room the run created; a room that will not go is a leftover. */
  @Override
  protected Janitor janitor() {
    HelloClient hello = client();
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
}
