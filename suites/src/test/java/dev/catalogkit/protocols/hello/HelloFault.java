package dev.catalogkit.protocols.hello;

import dev.catalogkit.reference.Deviation;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.RestResponse;

/** The faults of the hello reference: one, enough to show a protocol's faults plugging in. */
public enum HelloFault implements Fault {
  MISSING_ROOM_DELETE_ANSWERS_204(
      "HELLO-02", "deleting a room that does not exist answers 204 instead of 404");

  private final Definition definition;

  HelloFault(String breaks, String description) {
    this.definition = Definition.violating(breaks, description);
  }

  @Override
  public String profile() {
    return HelloReference.ID;
  }

  @Override
  public Definition definition() {
    return definition;
  }

  @Override
  public Deviation deviation() {
    return switch (this) {
      case MISSING_ROOM_DELETE_ANSWERS_204 ->
          Deviation.policy(
              HelloReference.MISSING_ROOM_DELETE, correct -> room -> RestResponse.status(204));
    };
  }
}
