package dev.catalogkit.protocols.hello;

import dev.catalogkit.client.ObjectKind;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import java.util.List;
import java.util.Map;

/** The hello protocol's vocabulary: one method per route. */
public final class HelloClient extends RestCatalogClient {

  /** What a hello run creates: rooms, which hold nothing. */
  public enum Kind implements ObjectKind {
    ROOM;

    /** A room is the run's container, named by its level alone. */
    @Override
    public boolean holdsObjects() {
      return true;
    }
  }

  private final ObjectLedger<Kind> ledger;

  private HelloClient(Wire wire, ObjectLedger<Kind> ledger, String checkId) {
    super(wire, checkId);
    this.ledger = ledger;
  }

  /** The run's client, recording outside any check, with the run's ledger, fresh. */
  static HelloClient ofRun(Wire wire) {
    return new HelloClient(
        wire, new ObjectLedger<>(wire.transport()), ExchangeRecorder.OUTSIDE_CHECKS);
  }

  @Override
  public HelloClient forCheck(String checkId) {
    return new HelloClient(wire(), ledger, checkId);
  }

  @Override
  public ObjectLedger<Kind> ledger() {
    return ledger;
  }

  public Exchange createRoom(String room) {
    return ledger()
        .created(
            new ObjectRef<>(Kind.ROOM, List.of(room), null),
            () -> call("createRoom", roomParam(room), null));
  }

  public Exchange deleteRoom(String room) {
    return call("deleteRoom", roomParam(room), null);
  }

  private static Map<String, String> roomParam(String room) {
    return Map.of("room", PathSegment.encode(room));
  }
}
